notice(/[/]/ =~ "/")
