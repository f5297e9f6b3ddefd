$f = {Array => {format => '%#a', separator => ';'}}
notice(String([1, [2, 3], [4, [5]]], $f))
$g = {Hash => {format => '%#h', separator2 => ': '}}
notice(String({'a' => {'b' => 1}, 'c' => 2}, $g))
