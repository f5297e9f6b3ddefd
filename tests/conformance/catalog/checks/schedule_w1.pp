schedule { 'a': weekday => ['mon', 'TUESDAY', 'Wednes', 'thurs', 'Fri', 'saturday', 'Sunday'] }
