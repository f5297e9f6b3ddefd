notice(Struct[{Optional[a]=>Optional[Integer]}])
