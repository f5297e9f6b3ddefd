$m = {Integer[0, 9] => '%d', Integer[10, 99] => '%x', Integer => '%o'}
notice(String(5, $m), String(50, $m), String(500, $m), String([5, 50, 500], {Array => {format => '%a', string_formats => $m}}))
