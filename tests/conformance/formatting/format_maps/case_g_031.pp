notice(String('abc', {Pattern[/b/] => '%u', String => '%p'}))
