notice(default =~ Default) notice(default =~ Any) notice(default =~ Data) notice(default =~ RichData)
