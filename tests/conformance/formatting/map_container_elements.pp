$m = {Array => {format => '%(a', string_formats => {Float => '%.1f'}}, Float => '%.3f'}
notice(String([1.25, [2.5]], $m), String(3.25, $m))
