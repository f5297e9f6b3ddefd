include meta
