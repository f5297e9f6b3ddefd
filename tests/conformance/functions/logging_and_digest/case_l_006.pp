notice([Sensitive('secret')])
