# expect: none
# Text doubled forty times (a terabyte) is unknown past a bound, not built: the analysis stays
# fast, and an unknown path is not reported.
class P:
    A0 = "ab"
    A1 = A0 + A0
    A2 = A1 + A1
    A3 = A2 + A2
    A4 = A3 + A3
    A5 = A4 + A4
    A6 = A5 + A5
    A7 = A6 + A6
    A8 = A7 + A7
    A9 = A8 + A8
    A10 = A9 + A9
    A11 = A10 + A10
    A12 = A11 + A11
    A13 = A12 + A12
    A14 = A13 + A13
    A15 = A14 + A14
    A16 = A15 + A15
    A17 = A16 + A16
    A18 = A17 + A17
    A19 = A18 + A18
    A20 = A19 + A19
    A21 = A20 + A20
    A22 = A21 + A21
    A23 = A22 + A22
    A24 = A23 + A23
    A25 = A24 + A24
    A26 = A25 + A25
    A27 = A26 + A26
    A28 = A27 + A27
    A29 = A28 + A28
    A30 = A29 + A29
    A31 = A30 + A30
    A32 = A31 + A31
    A33 = A32 + A32
    A34 = A33 + A33
    A35 = A34 + A34
    A36 = A35 + A35
    A37 = A36 + A36
    A38 = A37 + A37
    A39 = A38 + A38
    A40 = A39 + A39


spark.readStream.table("a").writeStream.option("checkpointLocation", P.A40).toTable("t1")
spark.readStream.table("b").writeStream.option("checkpointLocation", P.A40 + "x").toTable("t2")
