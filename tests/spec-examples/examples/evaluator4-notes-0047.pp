$myvar = { Some_thing => 'hai' } # => ok
