notice(downcase('ÀÉÎ'))
