# did_you_mean adds a line of suggestions to Ruby's KeyError, so the first line has no location
notice(sprintf('%<name>s', { 'Name' => 'x' }))
