notice(downcase('İ') == "i\u0307")
notice(downcase('ǅ'))
