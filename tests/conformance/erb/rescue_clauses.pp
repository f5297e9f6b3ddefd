notice(inline_template("<% begin; raise ArgumentError, 'bad'; rescue ArgumentError => e; %>rescued <%= e.message %><% end %> <%= (Integer('x') rescue 'fallback') %>"))
