notice(!$facts['x'])
