Struct[{article=>NotUndef[Data]}]
