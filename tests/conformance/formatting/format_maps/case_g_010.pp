notice(String({a => 'b'}, {Hash => {format => '%#h', separator => ' ;'}}))
