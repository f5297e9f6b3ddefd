# The examples of docs/formatting.md, section Hash and Struct (one notice per table row).
notice(String({'a' => 1}))
notice(String({'a' => 1}, '%(h'))
notice(String({'a' => 1}, '%a'))
notice(String({'a' => 1, 'b' => 2}, {Hash => {format => '%h', separator2 => ':'}}))
notice(String({'a' => 1}, {Hash => {format => '%h', string_formats => {String => '%s'}}}))
