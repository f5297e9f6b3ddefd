notice(/a/ == /a/)
notice(/a/ == /b/)
