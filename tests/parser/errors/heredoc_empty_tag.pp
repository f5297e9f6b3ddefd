notice(@(""))
x
""
