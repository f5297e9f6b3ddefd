notice(​1)
