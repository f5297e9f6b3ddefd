notice("${"nested ${'q'}"}")
