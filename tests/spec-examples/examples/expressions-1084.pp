Enum[blue, red, green]
