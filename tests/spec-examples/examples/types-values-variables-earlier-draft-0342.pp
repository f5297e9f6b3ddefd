'abc' =~ String[1]   # true, has more than one character
'abc' =~ String[1,2] # false, has more than two characters

$size = Integer[1,2]
'abc' =~ String[$size] # false, hs more than 2 charaters
