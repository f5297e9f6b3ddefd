notice(RichData[1])
