Struct[{NotUndef[article]=>Data}]
