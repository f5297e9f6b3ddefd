notice(Enum[a, b] <= String[1, 1]) notice(Pattern[/a/] <= String) notice(String <= Pattern[/a/])
