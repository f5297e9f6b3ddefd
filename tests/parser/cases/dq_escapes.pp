$a = "tab\there\nnl\rcr\s\$\"\x\\"
$b = "\u0041\u{1F600}\u{41}x"
$c = "a\
b"
