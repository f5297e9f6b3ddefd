'A' >= 'a' # false
'A' == 'a' # true
