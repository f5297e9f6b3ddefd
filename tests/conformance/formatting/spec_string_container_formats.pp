# spec "String.new": Example Specifying type for values contained in an array, separator,
# separator2 and string_formats defaults
$formats = { Array => {format => '%(a', string_formats => { Integer => '%#x' } } }
$str = String([1,2,3], $formats) # produces '(0x1, 0x2, 0x3)'
notice($str)
notice(String([1, 'a'], {Array => {format => '%a', separator => ' |'}}))
notice(String({'a' => 1}, {Hash => {format => '%h', separator2 => ' : '}}))
notice(String(['a', 2.5, undef]))
