# spec examples; the reference prints [10] and (10) where the spec shows quoted strings
notice(String(10))
notice(String([10]))
notice(String(10, '%#x'))
notice(String([10], '%(a'))
$formats = { Array => {format => '%(a', string_formats => { Integer => '%#x' } } }
notice(String([1,2,3], $formats))
