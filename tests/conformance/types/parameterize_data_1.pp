notice(Data[1])
