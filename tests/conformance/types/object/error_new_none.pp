notice(Error())
