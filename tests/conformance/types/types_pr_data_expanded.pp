notice(Data)
notice(RichData)
notice(Array[Data])
