Struct[{Optional[article]=>NotUndef[Data]}]
