notice('2024-05'.match(/(?<year>\d+)-(?<month>\d+)/))
