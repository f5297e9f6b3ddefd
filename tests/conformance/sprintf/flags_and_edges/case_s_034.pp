notice(sprintf('%{x}', {x => [1]}))
