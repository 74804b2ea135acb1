# expect: none
NOTE = "Never write CREATE OR REPLACE STREAMING TABLE; use CREATE OR REFRESH."
print(NOTE)
