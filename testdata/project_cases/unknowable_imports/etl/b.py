from etl.a import A_PATH

B_PATH = A_PATH
