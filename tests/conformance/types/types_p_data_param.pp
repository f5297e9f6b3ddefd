notice(Data[Integer])
