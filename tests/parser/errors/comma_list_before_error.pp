if true { a, b )
