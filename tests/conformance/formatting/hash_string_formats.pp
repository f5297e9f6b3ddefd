notice(String({'a' => 1, 2 => 'b'}, {Hash => {format => '%h', string_formats => {Integer => '%#x', String => '%s'}}}))
