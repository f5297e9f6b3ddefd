Object ∪ Object   → Object
Object ∪ any      → Object
