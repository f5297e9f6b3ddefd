$formats = { Array => {format => '%(a', string_formats => { Integer => '%#x' } }
$str = String([1,2,3], $formats) # produces '(0x1, 0x2, 0x3)'
