$pattern = Pattern[red, blue, green]
notice('red' =~ $pattern)
notice('yellow' =~ $pattern)
