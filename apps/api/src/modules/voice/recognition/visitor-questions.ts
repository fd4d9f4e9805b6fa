/**
 * How visitors ask a business anything, in no business's words: the question shapes ("how much
 * is", "do you have", "can I") that the business's own sentences, which are mostly statements,
 * lack. The business's nouns come in through the model's back-off.
 */
export const VISITOR_QUESTIONS = `
Do you have any? Do you sell these? Do you offer that? Do you do that? Do you ship to my country?
Do you deliver? Are you open today? Are you open on Sundays? Are you open on the weekend?
When do you open? What time do you close? What are your opening hours? What are your hours?
Where are you located? Where can I find you? What is your address? How do I get there?
How much is it? How much does it cost? How much are they? What is the price? What does it cost?
Is it in stock? Is it available? When will it be back in stock? Is there a discount?
Can I pay by card? Can I pay with cash? Can I order online? Can I cancel my order? Can I return it?
Can I book an appointment? Can I make a reservation? Can I come in without an appointment?
Is it possible to change it? Is there parking? Is there a guarantee? Is it free?
How long does it take? How long will it take? How long is the wait? How soon can I get it?
What is your phone number? What is your email address? How can I contact you? Who can I talk to?
Can I speak to a person? I want to talk to someone. I would like to buy one. I am looking for something.
Tell me about it. What do you recommend? Which one is the best? What is the difference?
What sizes do you have? What colors do you have? Do you have it in another size?
What is included? Is it new? Does it come with instructions? How does it work?
What's the price? What's your address? What's included? What's the best way to reach you?
Which one is cheaper? What is the cheapest one? Which is the most popular? Is it better than the other one?
Is it cheaper than that? Is it cheaper than paying separately? How much to get it done? How much to get one?
Can I cancel my booking? I would like to make a booking. Can I book online?
Yes. No. Yes please. No thanks. Thank you. Thanks. Hello. Hi. Goodbye. That's all. Okay.
My name is. My email is. My number is. Please call me back. Can you repeat that? Sorry?
`;

/**
 * Everyday phrasing beyond the bare question shapes: who does what, when something is on, what a
 * fix or a first visit costs, and the context visitors give before they ask ("I have a…", "my …
 * is broken, how much to…"). Without "who" questions the model heard "who teaches" as "he
 * teaches" and "who founded" as "he funded"; without "how much is a" it heard "how much is it".
 * "How much is a" comes with as many "how much is the": with more "a", "how much is the Riverstone
 * headlamp" was heard "how much is a Riverstone headlamp" (business-words.test.ts).
 */
export const EVERYDAY_QUESTIONS = `
Who is the owner? Who runs it? Who started it? Who founded the company? Who teaches the class?
Who teaches it? Who should I see? Who should I ask? Who does that? Who is the best person for this?
When is the class? When is the next one? When is it on? When does it start? When does it finish?
What time are the classes? What time is the class? What time does it start? What days are you open?
How much is a class? How much is the class? How much is a lesson? How much is the lesson?
How much is the first one? How much is the new one? How much is the big one? How much is the set?
How much to fix it? How much to repair it? How much to replace it? How much to adjust it?
What does fixing it cost? What does it cost to fix it? What would it cost? How much would it cost?
How much do you charge? What do you charge for that? Is it cheaper? Is there a cheaper one?
I have a question. I have a problem with my order. I have a broken one. I need a new one.
My one is broken. It is not working. It stopped working. It makes a noise. Can you fix it?
Can you help me? Can you do it today? Can you come to me? Can I bring it in? Can I bring my kids?
Do you have an offer for new customers? Is there an offer for beginners? Is there a trial?
Do you do it for kids? Is it good for beginners? Do I need to book? Do I need to bring anything?
How far ahead do I need to book? Is there a waiting list? What should I bring? What do I need?
I am new here. It is my first time. It is for my son. It is for my daughter. It is a present.
`;
