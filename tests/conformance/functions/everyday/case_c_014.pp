notice(upcase('straße'))
