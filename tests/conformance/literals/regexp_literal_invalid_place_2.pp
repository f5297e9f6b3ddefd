notice(Pattern[/[/])
