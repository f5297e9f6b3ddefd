notice(String({'a' => 1}, { Hash => { format => '%h', separator => ';', separator2 => '=' } }))
notice(String({'a' => 1, 'b' => 2}, { Hash => { format => '%(h', separator => ' ', separator2 => ':' } }))
notice(String({'a' => 1, 'b' => 2}, { Hash => { string_formats => { Integer => '%05d', String => '%u' } } }))
notice(String({'a' => [1, 2]}, { Hash => { separator2 => '->' }, Array => { format => '%(a', separator => ' ' } }))
