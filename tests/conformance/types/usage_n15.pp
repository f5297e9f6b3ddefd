$h = {a => 1} notice($h =~ Hash[Enum[a, b], Integer]) notice($h =~ Hash[Pattern[/^b/], Integer])
