notice(Notify['never'][message])
